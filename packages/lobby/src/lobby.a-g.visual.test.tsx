import { visualTestStories } from '@test-utils/visualStories';

// The lobby's stories are split in three files (components A-G, components H-Z, the containers) so that the
// suite's workers share them: in one file they were the last story file still running, alone, for a minute.
visualTestStories(import.meta.glob('./components/[A-G]*/*.stories.tsx', { eager: true }));
