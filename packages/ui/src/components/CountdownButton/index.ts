export { CountdownButton, type CountdownButtonProps } from './CountdownButton';
export { useCountdown, type Countdown, type UseCountdownOptions } from './useCountdown';
