export { DiagnosticsScreen as Component } from '../../../features/system/components/diagnostics-screen';
