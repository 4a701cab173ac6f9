import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeThemeValues } from '../makeThemeValues';
import { partnerTokens } from '../partnerTokens';

export const partnerThemeClass = createTheme(vars, makeThemeValues(partnerTokens), 'partner');
