import { goldenSuite } from './golden-suite';

goldenSuite('vested-interests');
