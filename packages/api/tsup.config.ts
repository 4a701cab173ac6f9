import { packageConfig } from '../../scripts/tsupConfig';

export default packageConfig({
  index: 'src/index.ts',
  react: 'src/react/index.ts',
  contract: 'src/callContracts/index.ts',
});
