/** The transfer-to-upline calls of the platform contract (their documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type {
  UplineTransferOptionsValue,
  UplineTransferRequest,
  UplineTransfersQuery,
  UplineTransfersValue,
  UplineTransferValue,
} from '../contract/upline';
import { memberPaths } from '../memberPaths';

export const uplineTransferOptions = defineCall<void, UplineTransferOptionsValue>()({
  name: 'uplineTransferOptions',
  method: 'GET',
  path: memberPaths.uplineTransfer,
  auth: 'member',
});

export const uplineTransfer = defineCall<UplineTransferRequest, UplineTransferValue>()({
  name: 'uplineTransfer',
  method: 'POST',
  path: memberPaths.uplineTransfer,
  auth: 'member',
  idempotent: true,
});

export const uplineTransfers = defineCall<UplineTransfersQuery, UplineTransfersValue>()({
  name: 'uplineTransfers',
  method: 'GET',
  path: memberPaths.uplineTransfers,
  auth: 'member',
});
