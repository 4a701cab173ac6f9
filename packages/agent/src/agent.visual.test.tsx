import { visualTestStories } from '@test-utils/visualStories';

visualTestStories(import.meta.glob('./components/**/*.stories.tsx', { eager: true }));
