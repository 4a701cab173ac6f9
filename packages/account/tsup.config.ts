import { packageConfig } from '../../scripts/tsupConfig';

export default packageConfig({ index: 'src/index.ts' });
