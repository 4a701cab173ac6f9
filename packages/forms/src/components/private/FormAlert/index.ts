export { FormAlert, type FormAlertProps } from './FormAlert';
export { useSubmitOutcome, type SubmitOutcome } from './useSubmitOutcome';
