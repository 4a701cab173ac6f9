import { useCallback, useEffect, useRef, useState } from 'react';
import { checkFeedbackImage, feedbackImageCountMessage, feedbackLimits } from '../../rules';
import { readFileHead } from './readFileHead';

/** An image kept for the feedback, with the object URL of its preview. */
export interface AttachedImage {
  id: string;
  file: File;
  url: string;
}

/** A file that was not attached, with the rule message that says why. */
export interface RefusedImage {
  id: string;
  name: string;
  message: string;
}

/**
 * The images of a feedback: each offered file is checked by the shared rule (type by MIME and by its
 * first bytes, size), at most 3 are kept, and every refused file keeps its own reason. Preview URLs
 * are revoked when their image goes (removal, clear, unmount), so no file stays pinned in memory.
 */
export function useFeedbackImages(max: number = feedbackLimits.maxImages) {
  const [images, setImages] = useState<readonly AttachedImage[]>([]);
  const [refused, setRefused] = useState<readonly RefusedImage[]>([]);
  // The source of truth between renders, so two quick additions cannot both take the last place.
  const kept = useRef<AttachedImage[]>([]);
  const mounted = useRef(false);
  const nextId = useRef(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const image of kept.current) URL.revokeObjectURL(image.url);
      kept.current = [];
    };
  }, []);

  const commit = (next: AttachedImage[], refusals: RefusedImage[]) => {
    kept.current = next;
    setImages(next);
    setRefused(refusals);
  };

  const add = useCallback(
    async (files: readonly File[]) => {
      const checked = await Promise.all(
        files.map(async (file) => {
          // An unreadable file has no signature, so the rule refuses it as not an image.
          const bytes = await readFileHead(file).catch(() => new Uint8Array());
          return { file, message: checkFeedbackImage({ type: file.type, size: file.size, bytes }) };
        }),
      );
      if (!mounted.current) return;
      const next = [...kept.current];
      const refusals: RefusedImage[] = [];
      for (const { file, message } of checked) {
        const id = `feedback-image-${(nextId.current += 1)}`;
        const reason = message ?? (next.length >= max ? feedbackImageCountMessage(max) : null);
        if (reason) refusals.push({ id, name: file.name, message: reason });
        else next.push({ id, file, url: URL.createObjectURL(file) });
      }
      commit(next, refusals);
    },
    [max],
  );

  const remove = useCallback((id: string) => {
    const image = kept.current.find((candidate) => candidate.id === id);
    if (!image) return;
    URL.revokeObjectURL(image.url);
    commit(
      kept.current.filter((candidate) => candidate !== image),
      [],
    );
  }, []);

  const clear = useCallback(() => {
    for (const image of kept.current) URL.revokeObjectURL(image.url);
    commit([], []);
  }, []);

  return { images, refused, add, remove, clear };
}
