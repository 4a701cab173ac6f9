import type { Db } from '../db/database';
import { feedback, feedbackImages } from '../db/schema';
import type { FeedbackImage } from './decodeFeedbackImage';

export interface NewFeedback {
  /** Null for a visitor. */
  accountId: number | null;
  ip: string;
  category: string | null;
  content: string;
  contact: string | null;
  createdAt: Date;
  images: readonly FeedbackImage[];
}

/** Stores a feedback with its images, all or nothing, and returns its id. */
export function storeFeedback(db: Db, { images, ...row }: NewFeedback): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.insert(feedback).values(row).returning({ id: feedback.id });
    const id = (stored as { id: number }).id;
    if (images.length) {
      await tx.insert(feedbackImages).values(
        images.map((image) => ({
          feedbackId: id,
          mimeType: image.mimeType,
          size: image.bytes.length,
          bytes: image.bytes,
        })),
      );
    }
    return { id };
  });
}
