export { RightBar, goToTopThreshold, type RightBarProps } from './RightBar';
export { FloatingServiceButton, type FloatingServiceButtonProps } from './FloatingServiceButton';
export { useScrolledPast } from './useScrolledPast';
