import type { Metrics } from '../../ports';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The numbers an operator scrapes at /api/metrics (Prometheus text format). One registry per app
 * (tests build many apps in one process); each instance reports its own counts and Prometheus
 * sums them across instances.
 */
export class PromMetrics implements Metrics {
  readonly registry = new Registry();
  private requests = new Counter({
    name: 'indexa_http_requests_total',
    help: 'Requisições HTTP respondidas, por método, rota e status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private latency = new Histogram({
    name: 'indexa_http_request_duration_seconds',
    help: 'Tempo de resposta das requisições HTTP, por método e rota',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private streams = new Gauge({
    name: 'indexa_event_stream_clients',
    help: 'Clientes conectados ao fluxo de eventos (SSE) nesta instância',
    registers: [this.registry],
  });
  private uploadsOpen = new Gauge({
    name: 'indexa_uploads_in_progress',
    help: 'Requisições de envio retomável (tus) em andamento nesta instância',
    registers: [this.registry],
  });
  private uploads = new Counter({
    name: 'indexa_uploads_total',
    help: 'Envios de vídeo terminados, por resultado',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private jobs = new Counter({
    name: 'indexa_job_runs_total',
    help: 'Execuções de tarefas agendadas nesta instância, por tarefa e resultado',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  private jobTime = new Histogram({
    name: 'indexa_job_duration_seconds',
    help: 'Duração das tarefas agendadas',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
    registers: [this.registry],
  });
  private payments = new Counter({
    name: 'indexa_payment_outcomes_total',
    help: 'Respostas de pagamento aplicadas, por provedor e resultado',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'indexa_' });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ method, route }, seconds);
  }

  streamOpened(): void {
    this.streams.inc();
  }

  streamClosed(): void {
    this.streams.dec();
  }

  uploadRequest(): () => void {
    this.uploadsOpen.inc();
    return () => this.uploadsOpen.dec();
  }

  uploadFinished(outcome: 'accepted' | 'refused'): void {
    this.uploads.inc({ outcome });
  }

  jobStarted(job: string): (outcome: 'ok' | 'error') => void {
    const end = this.jobTime.startTimer({ job });
    return (outcome) => {
      end();
      this.jobs.inc({ job, outcome });
    };
  }

  paymentOutcome(provider: string, outcome: string): void {
    this.payments.inc({ provider, outcome });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
