import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const home = style({ display: 'grid', gap: vars.space['8'], minInlineSize: 0 });
