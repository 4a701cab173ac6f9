export { Marquee, type MarqueeNotice, type MarqueeProps } from './Marquee';
