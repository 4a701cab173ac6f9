import { packageConfig } from '../../scripts/tsupConfig';

export default packageConfig({
  index: 'src/index.ts',
  style: 'src/style.ts',
  'themes/portal': 'src/themes/portal.ts',
  'themes/partner': 'src/themes/partner.ts',
});
