export { Clock, type ClockProps } from './Clock';
export { formatClockTime, formatGmtOffset } from './clockFormat';
