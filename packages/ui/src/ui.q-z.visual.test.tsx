import { visualTestStories } from '@test-utils/visualStories';

// The ui kit's stories are split in three files (A-C, D-P, Q-Z) so that two workers share them.
visualTestStories(import.meta.glob('./components/[Q-Z]*/*.stories.tsx', { eager: true }));
