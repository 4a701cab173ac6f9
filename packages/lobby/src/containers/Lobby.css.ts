import { vars } from '@portal/ui/style';
import { style } from '@vanilla-extract/css';

export const lobby = style({ display: 'grid', gap: vars.space['6'], minInlineSize: 0 });
