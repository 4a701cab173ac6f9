// One member-centre page in a chunk of its own: only the page opened loads its code (issue 14's budget).
export { TransferUplinePage as TransferUplineRoute } from '@portal/account';
