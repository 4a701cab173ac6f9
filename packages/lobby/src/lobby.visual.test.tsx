import { visualTestStories } from '@test-utils/visualStories';

visualTestStories(
  import.meta.glob(['./components/**/*.stories.tsx', './containers/*.stories.tsx'], { eager: true }),
);
