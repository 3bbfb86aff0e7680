/** The OpenTelemetry JS SDK set up as an application would: one provider, the OTLP/HTTP (JSON) exporter. */
import { propagation } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';

export function startTracing(serviceName: string, url: string): BasicTracerProvider {
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter({ url }))],
  });
}
