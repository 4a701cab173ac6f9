export {
  Skeleton,
  skeletonShapes,
  type SkeletonLength,
  type SkeletonProps,
  type SkeletonShape,
} from './Skeleton';
