export { AgentHeader, type AgentHeaderProps } from './AgentHeader';
