import { visualTestStories } from '@test-utils/visualStories';

// The forms' stories are split in two files (components A-F and G-Z) so that the suite's workers share
// them: in one file they were the last story file still running, alone, for two minutes.
visualTestStories(import.meta.glob('./components/[A-F]*/*.stories.tsx', { eager: true }));
