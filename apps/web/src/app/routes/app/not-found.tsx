export { NotFound as Component } from '../../../components/ui/not-found';
