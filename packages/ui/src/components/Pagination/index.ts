export { Pagination, paginationSizes, type PaginationProps, type PaginationSize } from './Pagination';
export { clampPage, paginate, paginationLimits, type PaginateOptions, type PaginationItem } from './paginate';
