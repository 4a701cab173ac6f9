import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeThemeValues } from '../makeThemeValues';
import { portalTokens } from '../portalTokens';

export const portalThemeClass = createTheme(vars, makeThemeValues(portalTokens), 'portal');
