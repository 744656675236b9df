import { goldenSuite } from './golden-suite';

goldenSuite('earth');
