export { ProofImageForm, type ProofImageFormProps, type ProofImageOutcome } from './ProofImageForm';
export { readFileAsDataUrl } from './readFileAsDataUrl';
