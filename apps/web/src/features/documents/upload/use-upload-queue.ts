import { useEffect, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES } from '@lexbridge/shared/schemas/uploads';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'refused';
export type UploadItem = {
  key: string;
  file: File;
  state: UploadState;
  percent: number;
  reason?: string;
};
type Send = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<unknown>;

/** Files sent at the same time; the others wait their turn. */
const PARALLEL = 2;

/**
 * The files chosen for upload and how each one is doing. A file over the size limit is refused
 * at once, with the reason (the server checks again); the others go one request each, at most
 * two at a time, and a refusal of one never stops the rest. Leaving the dialog cancels them.
 */
export function useUploadQueue(tooLarge: string) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const select = (files: File[]) =>
    setItems(
      files.map((file, index) => ({
        key: `${index}:${file.name}`,
        file,
        percent: 0,
        ...(file.size > UPLOAD_MAX_BYTES
          ? { state: 'refused' as const, reason: tooLarge }
          : { state: 'waiting' as const }),
      })),
    );

  const update = (key: string, changes: Partial<UploadItem>) =>
    setItems((list) =>
      list.map((item) =>
        item.key === key &&
        Object.entries(changes).some(([name, value]) => item[name as keyof UploadItem] !== value)
          ? { ...item, ...changes }
          : item,
      ),
    );

  async function start(send: Send, describe: (error: unknown) => string) {
    const abort = new AbortController();
    controller.current = abort;
    const queue = items.filter((item) => item.state === 'waiting');
    let succeeded = 0;
    async function worker() {
      for (let item = queue.shift(); item && !abort.signal.aborted; item = queue.shift()) {
        const { key } = item;
        update(key, { state: 'uploading' });
        try {
          await send(
            item.file,
            (fraction) => update(key, { percent: Math.round(fraction * 100) }),
            abort.signal,
          );
          succeeded += 1;
          update(key, { state: 'done', percent: 100 });
        } catch (error) {
          update(key, { state: 'refused', reason: describe(error) });
        }
      }
    }
    setBusy(true);
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    setBusy(false);
    return { succeeded, failed: items.length - succeeded, aborted: abort.signal.aborted };
  }

  const waiting = items.filter((item) => item.state === 'waiting').length;
  return { items, busy, waiting, select, start };
}
