import type { Call, InputOf } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { useState } from 'react';
import { useFailureOutcome } from '../hooks/useFailureOutcome';

/** A call that answers with a file (its declaration `produces` one): `client.call` resolves to the Blob. */
type FileCall = Call<unknown, Blob>;

export interface CsvDownload<C extends FileCall> {
  /** Asks for the file with these filters and saves it under `fileName`. */
  download: (input: InputOf<C>, fileName: string) => Promise<void>;
  /** The file is being made: the button shows it and ignores presses. */
  busy: boolean;
  /** Why the last download failed, in the member's language; cleared by the next one. */
  problem: string | undefined;
}

/** Hands a file to the browser's downloads: a link to it clicked, then let go. */
function save(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has started from the click; the next task frees the file (some browsers read it after).
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * A record's CSV export (`betRecordsExport`, `ledgerRecordsExport`): every row the filters select, saved
 * as a file. One at a time; a refusal is said in words (`useFailureOutcome`).
 */
export function useCsvDownload<C extends FileCall>(call: C): CsvDownload<C> {
  const client = useApiClient();
  const failureOutcome = useFailureOutcome();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const download = async (input: InputOf<C>, fileName: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const file = await (client.call as (call: FileCall, input: unknown) => Promise<Blob>)(call, input);
      save(file, fileName);
    } catch (error) {
      setProblem(failureOutcome(error).message);
    } finally {
      setBusy(false);
    }
  };
  return { download, busy, problem };
}
