import { goldenSuite } from './golden-suite';

goldenSuite('tipping-point');
