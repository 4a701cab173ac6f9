export { AgentLanding, type AgentLandingProps } from './AgentLanding';
