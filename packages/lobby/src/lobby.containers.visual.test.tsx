import { visualTestStories } from '@test-utils/visualStories';

// The lobby's containers (see lobby.a-g.visual.test.tsx).
visualTestStories(import.meta.glob('./containers/*.stories.tsx', { eager: true }));
