import { packageConfig } from '../../scripts/tsupConfig';

export default packageConfig({
  index: 'src/index.ts',
  style: 'src/style.ts',
  // The HTML policy alone (plain data), for the platform's sanitiser: no React, no CSS.
  htmlPolicy: 'src/components/SafeHtml/htmlPolicy.ts',
  'themes/portal': 'src/themes/portal.ts',
  'themes/partner': 'src/themes/partner.ts',
});
