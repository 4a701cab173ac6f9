import { visualTestStories } from '@test-utils/visualStories';

// Components H-Z of the lobby (see lobby.a-g.visual.test.tsx).
visualTestStories(import.meta.glob('./components/[H-Z]*/*.stories.tsx', { eager: true }));
