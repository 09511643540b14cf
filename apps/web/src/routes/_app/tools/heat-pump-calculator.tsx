import { createFileRoute } from '@tanstack/react-router';
import { HeatPumpCalculator } from '../../../features/tools/heat-pump-calculator.tsx';

export const Route = createFileRoute('/_app/tools/heat-pump-calculator')({ component: HeatPumpCalculator });
