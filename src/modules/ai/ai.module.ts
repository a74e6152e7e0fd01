import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { OllamaAdminController } from './admin/ollama-admin.controller';
import { OllamaAdminService } from './admin/ollama-admin.service';
import { AiEngine } from './ai-engine.service';
import { AiProcessor } from './ai.processor';
import { AiService } from './ai.service';

/** The AI engine (DESIGN.md §7): providers, the `ai` queue, and the administrator's model diagnostics. */
@Module({
  imports: [DocumentsModule],
  controllers: [OllamaAdminController],
  providers: [AiEngine, AiService, AiProcessor, OllamaAdminService],
  exports: [AiService],
})
export class AiModule {}
