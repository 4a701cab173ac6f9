export { RegisterForm, type RegisterFormProps } from './RegisterForm';
export type { RegisterFormLabels } from './registerLabels';
export {
  buildRegisterPayload,
  registerSteps,
  runRegisterPipeline,
  type RegisterPipelineContext,
  type RegisterPipelineResult,
  type RegisterPipelineSteps,
  type RegisterStep,
} from './registerPipeline';
export type {
  RegisterCaptcha,
  RegisterChallengeFields,
  RegisterDraft,
  RegisterDraftField,
  RegisterFormValues,
  RegisterOutcome,
  RegisterPayload,
  RegisterPhone,
  RegisterPhoneVerification,
} from './registerTypes';
