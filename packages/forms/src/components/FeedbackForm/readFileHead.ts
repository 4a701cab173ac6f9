/** The first bytes of a file: enough for its signature (`checkFeedbackImage` compares 4). */
export async function readFileHead(file: Blob, length = 8): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // Older engines without Blob#arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('readFileHead: the file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}
