import { useFailureOutcome } from '@portal/account';
import { calls } from '@portal/api';
import { useApiClient, useMirrors } from '@portal/api/react';
import { MirrorList, Skeleton, type RepresentativeCheckProps } from '@portal/ui';
import { useState } from 'react';
import * as styles from '../pages/pages.css';

type Result = RepresentativeCheckProps['result'];

/** /mirror: the Official Mirror List, the bookmark advice and the Verify Representative check against the platform. */
export function MirrorsPage() {
  const client = useApiClient();
  const mirrors = useMirrors();
  const failure = useFailureOutcome();
  const [result, setResult] = useState<Result>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();
  const verify = async (handle: string) => {
    setChecking(true);
    setError(undefined);
    try {
      const value = await client.call(calls.representative, { handle });
      setResult(
        value.official && value.channel
          ? { official: true, channel: value.channel, name: value.name ?? handle }
          : { official: false },
      );
    } catch (caught) {
      setResult(null);
      setError(failure(caught).message);
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className={styles.infoPage}>
      {mirrors.data ? (
        <MirrorList
          headingLevel={1}
          mirrors={mirrors.data}
          representativeCheck={{ onVerify: (handle) => void verify(handle), result, checking, error }}
        />
      ) : (
        <Skeleton shape="rect" blockSize={420} />
      )}
    </div>
  );
}
