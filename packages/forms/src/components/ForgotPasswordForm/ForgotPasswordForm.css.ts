import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/style';

export const root = style({ display: 'grid', gap: vars.space['5'], inlineSize: '100%' });

/** The method selector spans the form as one segmented control. */
export const methods = style({ alignSelf: 'stretch' });

export const method = style({ flex: 1 });
