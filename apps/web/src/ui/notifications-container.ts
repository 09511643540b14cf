// The toasts' container alone, for main.tsx's lazy import: importing the package's index dynamically
// would put the whole package (react-transition-group included) in the chunk the entry loads, since the
// entry imports its store from the same index.
export { Notifications } from '@mantine/notifications';
