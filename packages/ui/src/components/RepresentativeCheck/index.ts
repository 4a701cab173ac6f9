export {
  RepresentativeCheck,
  representativeChannels,
  type RepresentativeChannel,
  type RepresentativeCheckProps,
  type RepresentativeResult,
} from './RepresentativeCheck';
