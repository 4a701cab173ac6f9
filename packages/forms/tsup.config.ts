import { packageConfig } from '../../scripts/tsupConfig';

export default packageConfig({ index: 'src/index.ts', rules: 'src/rules/index.ts' });
