import { visualTestStories } from '@test-utils/visualStories';

// Components G-Z of the forms (see forms.a-f.visual.test.tsx).
visualTestStories(import.meta.glob('./components/[G-Z]*/*.stories.tsx', { eager: true }));
