export { FormRadioCards, type FormRadioCardsProps, type RadioCardOption } from './FormRadioCards';
