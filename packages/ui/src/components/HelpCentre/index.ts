export {
  HelpCentre,
  helpCentreHeadingLevels,
  type HelpCentreArticle,
  type HelpCentreHeadingLevel,
  type HelpCentreProps,
  type HelpCentreSection,
} from './HelpCentre';
