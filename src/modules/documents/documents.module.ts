import { Module } from '@nestjs/common';
import { DocumentReader } from './document-reader.service';

/** File checks and document-to-text reading, shared by every feature that accepts a document. */
@Module({ providers: [DocumentReader], exports: [DocumentReader] })
export class DocumentsModule {}
