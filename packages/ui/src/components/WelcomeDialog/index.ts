export { WelcomeDialog, welcomePromotionTitleLimit, type WelcomeDialogProps } from './WelcomeDialog';
