export { Badge, badgeTones, type BadgeProps, type BadgeAnchorProps, type BadgeTone } from './Badge';
